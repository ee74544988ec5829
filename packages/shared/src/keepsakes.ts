import { z } from 'zod';
import { trimmedText } from './fields.js';
import { KEEPSAKE_LIMITS, KEEPSAKE_MESSAGES, KEEPSAKE_PAGE_SIZES } from './keepsake-texts.js';

export * from './keepsake-texts.js';

export type KeepsakePageSize = (typeof KEEPSAKE_PAGE_SIZES)[number];
export type KeepsakeStatus = 'making' | 'ready' | 'failed';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written year-month-day that exists (no 31 April). */
export function isCalendarDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const dayField = z
  .string({ error: KEEPSAKE_MESSAGES.dateInvalid })
  .refine(isCalendarDay, { error: KEEPSAKE_MESSAGES.dateInvalid });

/** `POST /api/v1/profiles/{profileId}/keepsakes`: a conversation's period as a printed book. */
export const keepsakeRequestSchema = z.object(
  {
    keepsake: z
      .object(
        {
          conversation_id: z.string({ error: KEEPSAKE_MESSAGES.conversationUnknown }).max(64, {
            error: KEEPSAKE_MESSAGES.conversationUnknown,
          }),
          from: dayField,
          to: dayField,
          title: trimmedText(
            KEEPSAKE_MESSAGES.titleRequired,
            KEEPSAKE_MESSAGES.titleTooLong,
            KEEPSAKE_LIMITS.titleMax,
          ),
          page_size: z.enum(KEEPSAKE_PAGE_SIZES, { error: KEEPSAKE_MESSAGES.pageSizeInvalid }),
        },
        { error: KEEPSAKE_MESSAGES.titleRequired },
      )
      .superRefine((k, ctx) => {
        if (!isCalendarDay(k.from) || !isCalendarDay(k.to)) return;
        const days = (Date.parse(k.to) - Date.parse(k.from)) / 86_400_000 + 1;
        if (days < 1) {
          ctx.addIssue({ code: 'custom', message: KEEPSAKE_MESSAGES.periodReversed, path: ['to'] });
        } else if (days > KEEPSAKE_LIMITS.periodDaysMax) {
          ctx.addIssue({ code: 'custom', message: KEEPSAKE_MESSAGES.periodTooLong, path: ['to'] });
        }
      }),
  },
  { error: KEEPSAKE_MESSAGES.titleRequired },
);
export type KeepsakeRequest = z.output<typeof keepsakeRequestSchema>['keepsake'];

/** A printed book as its maker sees it; `download_url` is set only when it is ready. */
export interface PrintedKeepsake {
  id: string;
  status: KeepsakeStatus;
  /** Percent of the period's messages laid out, 0 to 100. */
  progress: number;
  title: string;
  conversation_id: string;
  from: string;
  to: string;
  page_size: KeepsakePageSize;
  created_at: string;
  /** A signed link that downloads the PDF for a few minutes (KEEPSAKE_LIMITS.downloadMinutes). */
  download_url: string | null;
}

/** A book in the account's "Printed keepsake links": how many codes it prints, on or off. */
export interface KeepsakeLinkBook {
  id: string;
  title: string;
  conversation_title: string;
  created_at: string;
  link_count: number;
  /** When the codes were turned off; null while they play. */
  turned_off_at: string | null;
}
