import { CALL_LIMITS, type ClientCommand, type ServerEvent } from '@hearth/shared';

/** The events a call listens to: its lifecycle, the relayed signals and the shared story. */
export type CallEvent = Extract<ServerEvent, { type: `call.${string}` }> | CallStoryEvent;

/** A story read together: the page every screen in the call shows (null: the story closed). */
export interface SharedStory {
  story_id: string;
  page: number;
}

export interface CallStoryEvent {
  type: 'call.story';
  call_id: string;
  from_profile_id: string;
  story: SharedStory | null;
}

export type CallCommand =
  | Extract<ClientCommand, { type: 'call.signal' }>
  | { type: 'call.story'; call_id: string; from_profile_id: string; story: SharedStory | null };

type Listener = (event: CallEvent) => void;

/**
 * The realtime socket as a call sees it: commands out, call events in. The socket's owner
 * (app/realtime-provider) feeds it; the call screen and the ringing listen.
 */
export class CallChannel {
  private readonly listeners = new Set<Listener>();
  private sender: (command: CallCommand) => boolean = () => false;
  /**
   * Calls heard starting that have not ended, by id, with when: the ringing listens from a
   * screen that loads after the socket is up, and a call that started meanwhile still rings.
   */
  private readonly started = new Map<string, { event: CallEvent; at: number }>();

  /** The socket that sends (none until it is up: a command then answers false). */
  attach(sender: (command: CallCommand) => boolean): () => void {
    this.sender = sender;
    return () => {
      if (this.sender === sender) this.sender = () => false;
    };
  }

  send(command: CallCommand): boolean {
    return this.sender(command);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    const since = Date.now() - CALL_LIMITS.ringTimeoutMs;
    for (const [id, { event, at }] of this.started) {
      if (at < since) this.started.delete(id);
      else listener(event);
    }
    return () => this.listeners.delete(listener);
  }

  emit(event: CallEvent): void {
    if (event.type === 'call.started') {
      this.started.set(event.call.id, { event, at: Date.now() });
    } else if (event.type === 'call.ended') {
      this.started.delete(event.call_id);
    }
    for (const listener of [...this.listeners]) listener(event);
  }
}

export function isCallEvent(event: { type: string }): event is CallEvent {
  return event.type.startsWith('call.');
}
