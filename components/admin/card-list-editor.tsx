'use client';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { ServiceCard } from '@/lib/entities';
import { TextAreaField, TextField } from './fields';

/**
 * The cards of a service page's section (its details or its process steps): each a title and a
 * text, moved up or down, removed, or added at the end, between 1 and `max` of them.
 */
export function CardListEditor({
  label,
  cards,
  onChange,
  max,
}: {
  /** 'Details', 'Process': names each card ('Process card 2'). */
  label: string;
  cards: ServiceCard[];
  onChange: (cards: ServiceCard[]) => void;
  max: number;
}) {
  const set = (index: number, card: ServiceCard) =>
    onChange(cards.map((c, i) => (i === index ? card : c)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...cards];
    const [card] = next.splice(index, 1);
    next.splice(index + by, 0, card!);
    onChange(next);
  };
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {cards.map((card, index) => {
          const name = `${label} card ${index + 1}`;
          return (
            <li
              key={index}
              aria-label={name}
              className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
            >
              <div className="mb-3 flex items-center justify-between gap-2">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {name}
                </p>
                <div className="flex items-center gap-0.5">
                  <Button
                    variant="ghost"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move up ${name}`}
                    title="Move up"
                  >
                    <Icon name="arrow-up" size={16} />
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => move(index, 1)}
                    disabled={index === cards.length - 1}
                    aria-label={`Move down ${name}`}
                    title="Move down"
                  >
                    <Icon name="arrow-up" size={16} className="rotate-180" />
                  </Button>
                  <Button
                    variant="danger-ghost"
                    onClick={() => onChange(cards.filter((_, i) => i !== index))}
                    disabled={cards.length === 1}
                    aria-label={`Remove ${name}`}
                    title="Remove"
                  >
                    <Icon name="trash" size={16} />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3">
                <TextField
                  label={`${name} title`}
                  name={`${label.toLowerCase()}-${index}-title`}
                  value={card.title}
                  onChange={(title) => set(index, { ...card, title })}
                />
                <TextAreaField
                  label={`${name} text`}
                  name={`${label.toLowerCase()}-${index}-description`}
                  rows={3}
                  value={card.description}
                  onChange={(description) => set(index, { ...card, description })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        onClick={() => onChange([...cards, { title: '', description: '' }])}
        disabled={cards.length >= max}
      >
        Add {label.toLowerCase()} card
      </Button>
    </div>
  );
}
