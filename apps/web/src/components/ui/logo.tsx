import { Flame } from 'lucide-react';

// The product's name, the same in every language.
const PRODUCT_NAME = 'Hearth';

/** The flame in a rounded square beside the name; `compact` fits a phone's header. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-bold text-ink ${compact ? 'text-lg sm:text-xl' : 'text-2xl'}`}
    >
      <span className="inline-flex size-10 items-center justify-center rounded-card bg-primary text-white">
        <Flame aria-hidden="true" className="size-6" />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
