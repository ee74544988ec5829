import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useObjectUrls } from '@/lib/media/use-object-urls';
import type { FilesOutboxItem, PhotoOutboxItem, VideoOutboxItem } from '@/lib/realtime/outbox';

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

/** How far the file at `index` has gone up (1 once stored, 0 before a first report). */
const doneOf = (item: FilesOutboxItem, index: number) =>
  item.progress?.[index] ?? (item.media_ids?.[index] ? 1 : 0);

/** A video message on its way: its poster from this device, and its upload's progress. */
export function PendingVideo({ item }: { item: VideoOutboxItem }) {
  const { t } = useLingui();
  const poster = useMemo(() => item.files.slice(1).map((file) => file.blob), [item.files]);
  const urls = useObjectUrls(poster);
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
      {item.status === 'sending' ? (
        <UploadBar value={doneOf(item, 0)} label={t`Sending the video`} />
      ) : null}
    </div>
  );
}

/** A photo message on its way: its photos from this device, each with its upload's progress. */
export function PendingPhotos({ item }: { item: PhotoOutboxItem }) {
  const { t } = useLingui();
  const blobs = useMemo(() => item.files.map((file) => file.blob), [item.files]);
  const urls = useObjectUrls(blobs);
  const sending = item.status === 'sending';
  const total = item.files.length;
  return (
    <ul className="grid grid-cols-3 gap-1">
      {item.files.map((file, index) => {
        const n = index + 1;
        return (
          <li key={file.client_id} className="flex flex-col gap-1">
            {urls[index] ? (
              <img
                src={urls[index]}
                alt={t`Photo ${n} of ${total}`}
                className="aspect-square w-full rounded-card object-cover"
              />
            ) : null}
            {sending ? (
              <UploadBar value={doneOf(item, index)} label={t`Sending photo ${n} of ${total}`} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
