/**
 * The look of an article's rendered markdown (headings arrive one level down: h2–h4), shared by the
 * public article page and the back office's live preview, so the preview shows what readers will see.
 */
export const articleProseClass =
  'max-w-prose space-y-5 text-lg leading-relaxed text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline dark:[&_a]:text-emerald-300 [&_h2]:pt-4 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-slate-50 [&_h3]:pt-2 [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-slate-50 [&_h4]:text-xl [&_h4]:font-semibold [&_h4]:text-slate-900 dark:[&_h4]:text-slate-50 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-emerald-700 [&_blockquote]:pl-4 [&_blockquote]:italic';

/**
 * The look of an episode's rendered description (markdown like an article's, headings one level down),
 * shared by the public episode page and the Episode Manager's live preview: smaller than an article's.
 */
export const descriptionProseClass =
  'max-w-prose space-y-4 text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline dark:[&_a]:text-emerald-300 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-50 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-emerald-700 [&_blockquote]:pl-4 [&_blockquote]:italic';
