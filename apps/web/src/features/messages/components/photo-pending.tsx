import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useObjectUrls } from '@/lib/media/use-object-urls';
import type { FilesOutboxItem } from '@/lib/realtime/outbox';

/** How far one file has gone up, as a bar with its own name. */
function UploadBar({ value, label }: { value: number; label: string }) {
  return (
    <progress
      max={1}
      value={value}
      aria-label={label}
      className="h-2 w-full overflow-hidden rounded-full accent-white"
    />
  );
}

/**
 * A photo or video message on its way: the photos (or the video's poster) from this device,
 * each with its upload's progress while it is being sent.
 */
export function PendingMedia({ item }: { item: FilesOutboxItem }) {
  const { t } = useLingui();
  const shown = useMemo(
    () => (item.kind === 'photo' ? item.files : item.files.slice(1)).map((file) => file.blob),
    [item.kind, item.files],
  );
  const urls = useObjectUrls(shown);
  const sending = item.status === 'sending';
  const total = item.files.length;
  if (item.kind === 'video') {
    const done = item.progress?.[0] ?? (item.media_ids?.[0] ? 1 : 0);
    return (
      <div className="flex flex-col gap-2">
        {urls[0] ? (
          <img src={urls[0]} alt={t`Your video`} className="w-full rounded-card object-cover" />
        ) : (
          <div
            className="aspect-video w-full rounded-card bg-ink/40"
            aria-label={t`Your video`}
            role="img"
          />
        )}
        {sending ? <UploadBar value={done} label={t`Sending the video`} /> : null}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-3 gap-1">
      {item.files.map((file, index) => {
        const n = index + 1;
        const done = item.progress?.[index] ?? (item.media_ids?.[index] ? 1 : 0);
        return (
          <li key={file.client_id} className="flex flex-col gap-1">
            {urls[index] ? (
              <img
                src={urls[index]}
                alt={t`Photo ${n} of ${total}`}
                className="aspect-square w-full rounded-card object-cover"
              />
            ) : null}
            {sending ? <UploadBar value={done} label={t`Sending photo ${n} of ${total}`} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
