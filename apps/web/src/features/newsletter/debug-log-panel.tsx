import { cn } from '@/lib/cn';
import type { DebugLogEntry } from './use-debug-log';

const time = (date: Date) => date.toLocaleTimeString('en-GB', { hour12: false });

/**
 * The timestamped log, announced to screen readers as it grows. It grows with its entries rather
 * than scrolling, so the newest line is never hidden. Monospace fonts lack ✅/❌: colour emoji fonts follow.
 */
export function DebugLogPanel({ entries, labelledBy }: { entries: DebugLogEntry[]; labelledBy: string }) {
  return (
    <div
      role="log"
      aria-labelledby={labelledBy}
      className="min-h-40 rounded-xl border border-sand bg-forest-deep p-4 text-sm leading-relaxed text-cream [font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace,'Apple_Color_Emoji','Segoe_UI_Emoji','Noto_Color_Emoji']"
    >
      {entries.length === 0 ? (
        <p className="text-cream/70">No log entries yet.</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={cn('break-words', entry.tone === 'error' && 'text-blush', entry.tone === 'success' && 'text-sage-200')}
            >
              <time dateTime={entry.at.toISOString()} className="mr-2 text-cream/60">
                [{time(entry.at)}]
              </time>
              {entry.text}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
