import { useCallback, useState } from 'react';

export type DebugLogTone = 'info' | 'success' | 'error';

export interface DebugLogEntry {
  id: number;
  at: Date;
  tone: DebugLogTone;
  text: string;
}

export type AppendDebugLog = (tone: DebugLogTone, text: string) => void;

let nextId = 1;

/** The debug page's timestamped log, oldest first. */
export function useDebugLog() {
  const [entries, setEntries] = useState<DebugLogEntry[]>([]);
  const append = useCallback<AppendDebugLog>((tone, text) => {
    const entry = { id: nextId++, at: new Date(), tone, text };
    setEntries((current) => [...current, entry]);
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, append, clear };
}
