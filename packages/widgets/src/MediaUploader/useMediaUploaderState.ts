import { useEffect, useRef, useState } from 'react';
import { checkExtension, type MediaItem } from './media';

/** An upload in progress or failed. */
export interface PendingUpload {
  key: string;
  fileName: string;
  /** 0..1 */
  progress: number;
  error?: string;
}

export interface MediaUploaderStateOptions {
  items: ReadonlyArray<MediaItem>;
  onChange: (items: MediaItem[]) => void;
  /** Uploads one file (the host chunks it) and reports progress 0..1; resolves with the stored item. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<MediaItem>;
  allowedExtensions?: ReadonlyArray<string>;
  /** Reloads an item that is processing; polled every `pollMs` (default 5000, service spec 4). */
  refresh?: (item: MediaItem) => Promise<MediaItem>;
  pollMs?: number;
}

/** Upload queue, extension errors, delete/undo and the processing poll of a MediaUploader. */
export function useMediaUploaderState(o: MediaUploaderStateOptions) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const itemsRef = useRef(o.items);
  itemsRef.current = o.items;
  const { onChange, refresh } = o;
  const pollMs = o.pollMs ?? 5000;

  const addFiles = (files: readonly File[]) => {
    const errs: string[] = [];
    for (const file of files) {
      const bad = checkExtension(file.name, o.allowedExtensions ?? []);
      if (bad) {
        errs.push(bad);
        continue;
      }
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      setPending((p) => [...p, { key, fileName: file.name, progress: 0 }]);
      o.upload(file, (fraction) =>
        setPending((p) =>
          p.map((u) => (u.key === key ? { ...u, progress: Math.max(0, Math.min(1, fraction)) } : u)),
        ),
      ).then(
        (item) => {
          setPending((p) => p.filter((u) => u.key !== key));
          onChange([...itemsRef.current, item]);
        },
        (e: unknown) =>
          setPending((p) =>
            p.map((u) => (u.key === key ? { ...u, error: e instanceof Error ? e.message : String(e) } : u)),
          ),
      );
    }
    setErrors(errs);
  };

  const setDeleted = (id: string, deleted: boolean) =>
    onChange(itemsRef.current.map((it) => (it.id === id ? { ...it, deleted } : it)));

  const dismiss = (key: string) => setPending((p) => p.filter((u) => u.key !== key));

  const processingIds = o.items
    .filter((i) => i.processing)
    .map((i) => i.id)
    .join(',');
  useEffect(() => {
    if (!refresh || !processingIds) return;
    const t = setInterval(async () => {
      const cur = itemsRef.current;
      const fresh = await Promise.all(cur.map((it) => (it.processing ? refresh(it).catch(() => it) : it)));
      if (fresh.some((f, i) => f !== cur[i])) onChange(fresh);
    }, pollMs);
    return () => clearInterval(t);
  }, [refresh, processingIds, pollMs, onChange]);

  return { pending, errors, addFiles, setDeleted, dismiss, clearErrors: () => setErrors([]) };
}
