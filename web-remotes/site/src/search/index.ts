// The site search, as other features use it: the header's search field.
export { SearchForm, type SearchFormProps } from './search-form.js';
