export { ArticlesPage } from './articles-page.js';
export { ArticleMarkdownEditor, type ArticleMarkdownEditorProps } from './article-markdown-editor.js';
