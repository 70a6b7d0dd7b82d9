export { Button, type ButtonProps, type ButtonVariant } from './button.js';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.js';
export { ErrorPanel, type ErrorPanelProps } from './error-panel.js';
export { LoadError } from './load-error.js';
export { focusRing } from './focus-ring.js';
export { articleProseClass, descriptionProseClass } from './article-prose.js';
export { useDisclosure, type Disclosure } from './disclosure.js';
export { useDocumentTitle } from './document-title.js';
// Not the form fields: only the forms use them, each loaded on use or in a page's own chunk, and this entry, a
// shared singleton (not tree-shaken), is in every page's first view. They are `@harmony/ui/form-fields`, which
// each bundle that imports it carries itself (no state in them to keep single).
export { Skeleton, SkeletonCard, type SkeletonProps } from './skeleton.js';
export { NotFound, type NotFoundProps } from './not-found.js';
export {
  ThemeProvider,
  ThemeSwitch,
  useTheme,
  setTheme,
  applyTheme,
  themeStorageKey,
  themeCookieName,
  defaultTheme,
  themes,
  resetThemeForTests,
  type Theme,
  type ResolvedTheme,
  type UseTheme,
  type ThemeSwitchProps,
} from './theme.js';
export { Toaster, preloadToasts } from './toast.js';
export { useToast, toast, dismissToast, toastSettings, resetToastsForTests, type ToastOptions, type ToastVariant, type ToastItem, type UseToast } from './toast-store.js';
export { formSubmitter, type FormSubmission, type RefusalReader, type SubmissionRefusal, type RefusedField } from './form-submission.js';
export { Tooltip, tooltipDelays, resetTooltipsForTests, type TooltipProps, type TooltipSide } from './tooltip.js';
export { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from './social-icons.js';
