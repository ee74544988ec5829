import type { DurableEvent, Message } from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { heardByEveryone } from '../access/access.service.js';

/** The profiles a message's JSON names besides its sender: whom it quotes, who reacted. */
function named(message: Message): string[] {
  return [
    ...(message.reply_to ? [message.reply_to.sender.id] : []),
    ...(message.reactions ?? []).flatMap((r) => r.profile_ids),
  ];
}

/** Whether an event carries a message that names someone besides its sender. */
export function namesOthers(event: DurableEvent): boolean {
  return (
    (event.type === 'message.created' || event.type === 'message.edited') &&
    named(event.message).length > 0
  );
}

/**
 * A message event as everyone in the conversation may hear it. It is made for one reader (its
 * sender) and goes to all: a quote of, or a reaction by, a child that not everyone there may
 * hear is left out (their pages, read for each reader, show it to those who may).
 */
export async function sharedView(
  db: Db,
  conversationId: string,
  event: DurableEvent,
): Promise<DurableEvent> {
  if (event.type !== 'message.created' && event.type !== 'message.edited') return event;
  const ids = named(event.message);
  const heard = await heardByEveryone(db, conversationId, ids);
  if (ids.every((id) => heard.has(id))) return event;
  const { reply_to: replyTo, ...message } = event.message;
  const reactions = (message.reactions ?? []).flatMap((r) => {
    const kept = r.profile_ids.filter((id) => heard.has(id));
    return kept.length > 0 ? [{ ...r, count: kept.length, profile_ids: kept }] : [];
  });
  const quote = replyTo && heard.has(replyTo.sender.id) ? { reply_to: replyTo } : {};
  return { ...event, message: { ...message, reactions, ...quote } };
}
