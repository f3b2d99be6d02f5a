import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { GRANT_PROGRAM_IDS } from '../../../seeds/reference/programs.js';
import { badRequest } from '../../errors.js';
import { projectRoot } from '../../package-info.js';

/**
 * Workflow prompts: the conversations users come for (qualify a purchase, plan an E-Rate filing,
 * draft a grant, compare with peers), written once as files under prompts/workflows and read by
 * every surface that offers them (MCP prompts, the agent). A file is a header and a template:
 *
 *   ---
 *   name: qualify_purchase
 *   title: Qualify a purchase for a school
 *   description: One line for the prompt list.
 *   arguments:
 *   - item_description: text, required. What is being bought.
 *   - nces_id: nces_id, optional. The school buying it.
 *   ---
 *   Text with {{item_description}}, and {{#nces_id}}a part kept only when nces_id is given{{/nces_id}}.
 */

/** Argument types: each checks and normalises the text a client sends (MCP prompt arguments are strings). */
const ARGUMENT_TYPES = {
  text: z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2000 characters'),
  nces_id: z.string().trim().regex(/^\d{12}$/, 'must be a 12-digit NCES school ID'),
  leaid: z.string().trim().regex(/^\d{7}$/, 'must be a 7-digit NCES district ID (LEAID)'),
  year: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'must be a 4-digit year')
    .refine((value) => Number(value) >= 1998 && Number(value) <= 2100, 'must be a funding year from 1998 to 2100'),
  program: z
    .string()
    .trim()
    .transform((value) => (value.toUpperCase() === 'IDEA_PART_B' ? 'IDEA_B' : value.toUpperCase()))
    .refine((value) => (GRANT_PROGRAM_IDS as readonly string[]).includes(value), `must be one of ${GRANT_PROGRAM_IDS.join(', ')}`),
} as const;

export type WorkflowArgumentType = keyof typeof ARGUMENT_TYPES | `choice(${string})`;

export interface WorkflowArgument {
  name: string;
  type: WorkflowArgumentType;
  required: boolean;
  description: string;
}

export interface Workflow {
  name: string;
  title: string;
  description: string;
  arguments: WorkflowArgument[];
  /** The template text, with {{name}} values and {{#name}}...{{/name}} parts kept only when given. */
  template: string;
}

export const WORKFLOWS_DIRECTORY = () => path.join(projectRoot(), 'prompts', 'workflows');

const cache = new Map<string, Workflow[]>();

/** Every workflow of the folder, in file-name order; read once per folder (the files ship with the package). */
export function loadWorkflows(directory: string = WORKFLOWS_DIRECTORY()): Workflow[] {
  let workflows = cache.get(directory);
  if (!workflows) {
    workflows = fs
      .readdirSync(directory)
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => parseWorkflow(fs.readFileSync(path.join(directory, file), 'utf8'), file));
    cache.set(directory, workflows);
  }
  return workflows;
}

export function findWorkflow(name: string, directory?: string): Workflow | undefined {
  return loadWorkflows(directory).find((workflow) => workflow.name === name);
}

/** Parses one workflow file; a malformed file is a start-up error naming the file and the line. */
export function parseWorkflow(text: string, file: string): Workflow {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: a workflow starts with a --- header --- block`);
  const header = new Map<string, string>();
  const argumentsList: WorkflowArgument[] = [];
  for (const line of match[1]!.split('\n')) {
    if (line.trim() === '' || line.trim() === 'arguments:') continue;
    const argument = /^- ([a-z_]+): (text|nces_id|leaid|year|program|choice\([a-z_|]+\)), (required|optional)\. (.+)$/.exec(line);
    if (argument) {
      argumentsList.push({
        name: argument[1]!,
        type: argument[2] as WorkflowArgumentType,
        required: argument[3] === 'required',
        description: argument[4]!.trim(),
      });
      continue;
    }
    const field = /^(name|title|description): (.+)$/.exec(line);
    if (!field) throw new Error(`${file}: cannot read header line "${line}"`);
    header.set(field[1]!, field[2]!.trim());
  }
  for (const key of ['name', 'title', 'description']) {
    if (!header.get(key)) throw new Error(`${file}: the header needs a ${key}`);
  }
  const template = match[2]!.trim();
  for (const [, name] of template.matchAll(/\{\{[#/]?([a-z_]+)\}\}/g)) {
    if (!argumentsList.some((argument) => argument.name === name)) throw new Error(`${file}: the text uses {{${name}}}, which is not an argument`);
  }
  return { name: header.get('name')!, title: header.get('title')!, description: header.get('description')!, arguments: argumentsList, template };
}

/**
 * The workflow's text for these arguments. Each argument is checked against its type (a 400
 * listing every bad or missing one, as a tool's input would be); unknown arguments are ignored.
 */
export function renderWorkflow(workflow: Workflow, raw: Record<string, string | undefined>): string {
  const values = new Map<string, string>();
  const errors: { field: string; message: string }[] = [];
  for (const argument of workflow.arguments) {
    const given = raw[argument.name];
    if (given === undefined || given.trim() === '') {
      if (argument.required) errors.push({ field: argument.name, message: 'is required' });
      continue;
    }
    const parsed = schemaFor(argument.type).safeParse(given);
    if (parsed.success) values.set(argument.name, parsed.data);
    else errors.push({ field: argument.name, message: parsed.error.issues[0]?.message ?? 'is not valid' });
  }
  if (errors.length > 0) {
    throw badRequest(`Invalid arguments for the ${workflow.name} prompt: ${errors.map((error) => `${error.field} ${error.message}`).join('; ')}.`, errors);
  }
  const kept = workflow.template.replace(/\{\{#([a-z_]+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_all, name: string, inner: string) =>
    values.has(name) ? inner : '',
  );
  return kept
    .replace(/\{\{([a-z_]+)\}\}/g, (_all, name: string) => values.get(name) ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function schemaFor(type: WorkflowArgumentType): z.ZodType<string> {
  const choice = /^choice\((.+)\)$/.exec(type);
  if (choice) {
    const options = choice[1]!.split('|');
    return z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .refine((value) => options.includes(value), `must be one of ${options.join(', ')}`);
  }
  return ARGUMENT_TYPES[type as keyof typeof ARGUMENT_TYPES];
}

/** A one-line statement of an argument's type, for listings whose arguments carry no schema (MCP). */
export function describeArgument(argument: WorkflowArgument): string {
  const choice = /^choice\((.+)\)$/.exec(argument.type);
  const type = choice
    ? `one of ${choice[1]!.split('|').join(', ')}`
    : { text: 'text', nces_id: '12-digit NCES school ID', leaid: '7-digit LEAID', year: '4-digit funding year', program: `program id (${GRANT_PROGRAM_IDS.join(', ')})` }[
        argument.type as keyof typeof ARGUMENT_TYPES
      ];
  return `${argument.description} [${type}]`;
}
