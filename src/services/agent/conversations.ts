import { randomBytes } from 'node:crypto';
import type { StateStore, StoredConversation } from '../../data/state/port.js';
import { AppError } from '../../errors.js';
import type { ChatMessage } from './types.js';

/** A conversation keeps its last messages only: enough context for follow-ups, bounded storage. */
export const MAX_STORED_MESSAGES = 40;
/** Each stored message is cut to this many characters. */
export const MAX_MESSAGE_CHARS = 8_000;

const ID_PATTERN = /^conv_[A-Za-z0-9_-]{16,64}$/;

export function newConversationId(): string {
  return `conv_${randomBytes(16).toString('base64url')}`;
}

/**
 * Conversations in the state store (SQLite or PostgreSQL), readable only by the account that made
 * them: another account's id answers 404 exactly like an unknown one, so ids cannot be probed.
 */
export class ConversationStore {
  constructor(private readonly state: StateStore) {}

  async load(id: string, accountId: string): Promise<StoredConversation> {
    const stored = ID_PATTERN.test(id) ? await this.state.loadConversation(id) : undefined;
    if (!stored || stored.account_id !== accountId) {
      throw new AppError('not_found', `No conversation ${id} for this account. Leave conversation_id out to start a new one.`);
    }
    return stored;
  }

  async append(conversation: StoredConversation | undefined, id: string, accountId: string, turn: ChatMessage[], at: Date): Promise<void> {
    const messages = [...(conversation?.messages ?? []), ...turn]
      .map((message) => ({ role: message.role, content: message.content.slice(0, MAX_MESSAGE_CHARS) }))
      .slice(-MAX_STORED_MESSAGES);
    await this.state.saveConversation({
      id,
      account_id: accountId,
      messages,
      created_at: conversation?.created_at ?? at.toISOString(),
      updated_at: at.toISOString(),
    });
  }
}
