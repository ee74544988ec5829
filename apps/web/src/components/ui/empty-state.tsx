import type { ReactNode } from 'react';

interface EmptyStateProps {
  emoji: string;
  title: string;
  text?: string;
  action?: ReactNode;
}

export function EmptyState({ emoji, title, text, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-surface p-8 text-center">
      <span aria-hidden="true" className="text-5xl">
        {emoji}
      </span>
      <h2 className="text-xl font-bold">{title}</h2>
      {text ? <p className="text-muted">{text}</p> : null}
      {action}
    </div>
  );
}
