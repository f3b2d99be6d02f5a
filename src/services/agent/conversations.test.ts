import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { ConversationStore, MAX_MESSAGE_CHARS, MAX_STORED_MESSAGES, newConversationId } from './conversations.js';

describe.each(stateBackends())('agent conversations on $kind', (backend) => {
  let isolated: IsolatedStateStore;
  let store: ConversationStore;
  beforeAll(async () => {
    isolated = await backend.create();
    store = new ConversationStore(isolated.store);
  });
  afterAll(() => isolated.dispose());

  it('append then load -> the messages in order, owned by the account', async () => {
    const id = newConversationId();
    await store.append(undefined, id, 'acct_a', [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }], new Date('2026-11-22T10:00:00Z'));
    const first = await store.load(id, 'acct_a');
    await store.append(first, id, 'acct_a', [{ role: 'user', content: 'more' }], new Date('2026-11-22T10:05:00Z'));
    const loaded = await store.load(id, 'acct_a');
    expect(loaded.messages.map((message) => message.content)).toEqual(['hi', 'hello', 'more']);
    expect(loaded.created_at).toBe('2026-11-22T10:00:00.000Z');
    expect(loaded.updated_at).toBe('2026-11-22T10:05:00.000Z');
  });

  it('another account, an unknown id or a malformed id -> 404', async () => {
    const id = newConversationId();
    await store.append(undefined, id, 'acct_a', [{ role: 'user', content: 'secret' }], new Date());
    await expect(store.load(id, 'acct_b')).rejects.toMatchObject({ status: 404 });
    await expect(store.load(newConversationId(), 'acct_a')).rejects.toMatchObject({ status: 404 });
    await expect(store.load("conv_' or 1=1 --", 'acct_a')).rejects.toMatchObject({ status: 404 });
  });

  it(`keeps only the last ${MAX_STORED_MESSAGES} messages, each cut to ${MAX_MESSAGE_CHARS} characters`, async () => {
    const id = newConversationId();
    const many = Array.from({ length: MAX_STORED_MESSAGES + 10 }, (_, index) => ({ role: 'user' as const, content: `m${index}` }));
    await store.append(undefined, id, 'acct_a', [...many, { role: 'assistant', content: 'y'.repeat(MAX_MESSAGE_CHARS + 50) }], new Date());
    const loaded = await store.load(id, 'acct_a');
    expect(loaded.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(loaded.messages[0]!.content).toBe('m11');
    expect(loaded.messages.at(-1)!.content).toHaveLength(MAX_MESSAGE_CHARS);
  });
});
