/** A labelled bar from 0 to 100 that says where it stands in words too (e.g. "12.3 MB of 40.0 MB"). */
export function ProgressBar({ label, value, valueText }: { label: string; value: number; valueText: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900 dark:text-slate-50">{label}</span>
        <span className="text-slate-700 tabular-nums dark:text-slate-200">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-emerald-700 transition-[width] dark:bg-emerald-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const MEGABYTE = 1024 * 1024;

/** Bytes as the upload bar states them: "12.3 MB". */
export const megabytes = (bytes: number): string => `${(bytes / MEGABYTE).toFixed(1)} MB`;
