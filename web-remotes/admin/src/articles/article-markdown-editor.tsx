import { useCallback } from 'react';
import { articleProseClass } from '@harmony/ui';
import { MarkdownEditor, type MarkdownEditorProps } from '../common/index.js';
import { usePreviewArticleMutation } from './articles-api.js';

export type ArticleMarkdownEditorProps = Omit<MarkdownEditorProps, 'requestPreview' | 'proseClass'>;

/**
 * Markdown beside its live preview as the blog's renderer shows it: the article editor's, and every
 * text written like an article (the legal pages, the newsletters).
 */
export function ArticleMarkdownEditor(props: ArticleMarkdownEditorProps) {
  const [previewArticle] = usePreviewArticleMutation();
  const requestPreview = useCallback((markdown: string) => previewArticle({ content: markdown }), [previewArticle]);
  return <MarkdownEditor {...props} requestPreview={requestPreview} proseClass={articleProseClass} />;
}
