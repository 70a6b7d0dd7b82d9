export { Button, type ButtonProps, type ButtonVariant } from './button.js';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.js';
export { ErrorPanel, type ErrorPanelProps } from './error-panel.js';
export { Skeleton, SkeletonCard, type SkeletonProps } from './skeleton.js';
export { NotFound, type NotFoundProps } from './not-found.js';
