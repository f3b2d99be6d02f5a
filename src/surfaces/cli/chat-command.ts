import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Config } from '../../config.js';
import type { Caller } from '../../context.js';
import { AppError } from '../../errors.js';
import { createRegistry, createRuntime } from '../../main.js';
import { contextFor, meterFor, type Runtime } from '../../runtime.js';
import { authenticate } from '../../services/keys/api-keys.js';
import { runTool } from '../../tooling/run-tool.js';

/**
 * `k12-intel chat`: the agent in a terminal. Shows each tool step as it happens, keeps the
 * conversation (stored like any other), and ends on Ctrl-D or Ctrl-C. With K12_API_KEY it acts as
 * that key (tier, dataset and AI quota); without, as the machine's operator on the local account,
 * who could make any key with `keys create` anyway.
 */
export async function chatCommand(_args: string[], config: Config, io: { input: Readable; output: Writable } = { input: process.stdin, output: process.stdout }): Promise<number> {
  const runtime = await createRuntime(config);
  const registry = createRegistry();
  runtime.tools = registry;
  const tool = registry.get('agent_chat')!;
  const out = io.output;
  try {
    const caller = await callerFor(runtime);
    out.write(`k12-intel agent (${runtime.llm ? runtime.llm.name : 'local engine, offline'}; ${caller.tier} tier). Ask about a school, funding or E-Rate. Ctrl-D to quit.\n`);
    const lines = readline.createInterface({ input: io.input, output: out, prompt: 'you> ', terminal: (io.input as { isTTY?: boolean }).isTTY === true });
    // Ctrl-C ends the chat like Ctrl-D: in a terminal readline reports it, otherwise the process gets the signal.
    const stop = () => lines.close();
    lines.on('SIGINT', stop);
    process.once('SIGINT', stop);
    lines.on('close', () => process.removeListener('SIGINT', stop));
    let conversationId: string | undefined;
    lines.prompt();
    for await (const line of lines) {
      const message = line.trim();
      if (message) {
        const context = contextFor(runtime, caller);
        // Text is written as the engine produces it (Claude streams words; the local engine sends
        // its reply whole), each tool step on a line of its own.
        let streamed = false;
        let midLine = false;
        context.progress = (event) => {
          if (event.type === 'step') {
            const step = event.data as { tool: string; ok: boolean; arguments: Record<string, unknown> };
            out.write(`${midLine ? '\n' : ''}  · ${step.tool} ${JSON.stringify(step.arguments)} ${step.ok ? 'ok' : 'failed'}\n`);
            midLine = false;
          } else if (event.type === 'text') {
            const { text } = event.data as { text: string };
            out.write(`${midLine ? '' : 'agent> '}${midLine ? text : text.replace(/^\n+/, '')}`);
            streamed = true;
            midLine = true;
          }
        };
        try {
          const reply = (await runTool(tool, context, { message, ...(conversationId ? { conversation_id: conversationId } : {}) }, { meter: runtime.config.K12_API_KEY ? meterFor(runtime) : undefined })) as { response: string; conversation_id: string };
          conversationId = reply.conversation_id;
          out.write(streamed ? '\n' : `agent> ${reply.response}\n`);
        } catch (error) {
          if (midLine) out.write('\n');
          if (!(error instanceof AppError)) throw error;
          out.write(`agent> (${error.status}) ${error.message}\n`);
        }
      }
      lines.prompt();
    }
    out.write('\n');
    return 0;
  } finally {
    runtime.datasets.close();
    await runtime.state.close();
  }
}

async function callerFor(runtime: Runtime): Promise<Caller> {
  if (runtime.config.K12_API_KEY) return authenticate(runtime.state, runtime.config.K12_API_KEY, runtime.now());
  const account = await runtime.state.ensureAccount('local');
  return { keyId: 'local-operator', accountId: account.id, accountName: account.name, tier: 'BUSINESS', mode: 'live' };
}
