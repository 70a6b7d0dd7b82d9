export { Button, type ButtonProps, type ButtonVariant } from './button.js';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.js';
export { ErrorPanel, type ErrorPanelProps } from './error-panel.js';
export { LoadError } from './load-error.js';
export { focusRing } from './focus-ring.js';
export { articleProseClass, descriptionProseClass } from './article-prose.js';
export { useDisclosure, type Disclosure } from './disclosure.js';
export { useDocumentTitle } from './document-title.js';
export { TextField, TextAreaField, CheckboxField, fieldLabelClass, fieldErrorClass, submitButtonClass, type TextFieldProps, type TextAreaFieldProps, type CheckboxFieldProps } from './form-fields.js';
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
export { Toaster, preloadToasts, useToast, toast, dismissToast, toastSettings, resetToastsForTests, type ToastOptions, type ToastVariant, type ToastItem, type UseToast } from './toast.js';
export { Tooltip, tooltipDelays, resetTooltipsForTests, type TooltipProps, type TooltipSide } from './tooltip.js';
export { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from './social-icons.js';
