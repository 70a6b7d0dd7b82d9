import { Route, Routes } from '@harmony/mf-config/router';
import { EditArticle, NewArticle } from './article-editor.js';
import { ArticleList } from './article-list.js';

/** /admin/articles (the Article Manager): the list, a new article, one article. */
export function ArticlesPage() {
  return (
    <Routes>
      <Route index element={<ArticleList />} />
      <Route path="new" element={<NewArticle />} />
      <Route path=":id" element={<EditArticle />} />
    </Routes>
  );
}
