import { dateTimeFormat } from '@/lib/format';

/** The time and the date, large, in a corner: readable from across the room. */
export function FrameClock({ now, dim = false }: { now: number; dim?: boolean }) {
  const time = dateTimeFormat({ hour: 'numeric', minute: '2-digit' }).format(now);
  const date = dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long' }).format(now);
  return (
    <div
      className={`flex flex-col items-end rounded-card px-5 py-3 text-end ${dim ? 'text-white/60' : 'bg-black/55 text-white'}`}
    >
      <time dateTime={new Date(now).toISOString()} className="text-6xl leading-none font-bold">
        {time}
      </time>
      <span className="mt-2 text-2xl font-semibold">{date}</span>
    </div>
  );
}
