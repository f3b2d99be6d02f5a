import {
  ErrorCode,
  type GetPromptResult,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  McpError,
  type Prompt,
} from '@modelcontextprotocol/sdk/types.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AppError } from '../../errors.js';
import { describeArgument, loadWorkflows, renderWorkflow, type Workflow } from '../../services/prompts/workflows.js';

/** How a workflow is listed: MCP prompt arguments are untyped strings, so the type joins the description. */
export function describePrompt(workflow: Workflow): Prompt {
  return {
    name: workflow.name,
    title: workflow.title,
    description: workflow.description,
    arguments: workflow.arguments.map((argument) => ({
      name: argument.name,
      description: describeArgument(argument),
      required: argument.required,
    })),
  };
}

/**
 * prompts/list and prompts/get from the workflow files (prompts/workflows). Getting a prompt
 * checks each argument against its type; a bad or missing one is an InvalidParams error whose
 * data lists `errors[]` as a tool's 400 would. Prompts cost nothing: the tools they lead to do.
 */
export function servePrompts(server: Server, workflows: readonly Workflow[] = loadWorkflows()): void {
  server.registerCapabilities({ prompts: { listChanged: false } });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: workflows.map(describePrompt) }));
  server.setRequestHandler(GetPromptRequestSchema, (request): GetPromptResult => {
    const workflow = workflows.find((candidate) => candidate.name === request.params.name);
    if (!workflow) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${request.params.name}. Prompts: ${workflows.map((item) => item.name).join(', ')}.`);
    }
    try {
      const text = renderWorkflow(workflow, request.params.arguments ?? {});
      return { description: workflow.description, messages: [{ role: 'user', content: { type: 'text', text } }] };
    } catch (error) {
      if (error instanceof AppError) throw new McpError(ErrorCode.InvalidParams, error.message, { errors: error.extra.errors });
      throw error;
    }
  });
}
