export interface Choice {
  id: string;
  label: string;
}

interface ChoiceListProps {
  legend: string;
  /** The legend is read aloud only: a heading above says the same. */
  legendHidden?: boolean;
  /** Said when there is nothing to choose from. */
  empty: string;
  choices: readonly Choice[];
  chosen: ReadonlySet<string>;
  /** At the limit: what is not chosen cannot be. */
  full?: boolean;
  onChange: (id: string, on: boolean) => void;
}

/**
 * A list of checkboxes, each a whole row to tap: the people or conversations a profile's
 * settings choose (the frame's call buttons, what it shows, whom it answers by itself).
 */
export function ChoiceList(props: ChoiceListProps) {
  const { legend, legendHidden = false, empty, choices, chosen, full = false, onChange } = props;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={legendHidden ? 'sr-only' : 'text-xl font-semibold'}>{legend}</legend>
      {choices.length === 0 ? <p className="text-lg">{empty}</p> : null}
      {choices.map((choice) => (
        <label
          key={choice.id}
          className="flex min-h-12 items-center gap-3 rounded-card px-2 text-lg hover:bg-bubble"
        >
          <input
            type="checkbox"
            className="size-6 accent-primary"
            checked={chosen.has(choice.id)}
            disabled={full && !chosen.has(choice.id)}
            onChange={(event) => onChange(choice.id, event.target.checked)}
          />
          <span dir="auto">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
