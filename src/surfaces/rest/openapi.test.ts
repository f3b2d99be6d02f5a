import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool } from '../../tooling/define-tool.js';
import { ToolRegistry } from '../../tooling/registry.js';
import { SAMPLE_TOOLS, sampleRegistry } from '../mcp/testing/sample-tools.js';
import { buildOpenApi, type OpenApiDocument } from './openapi.js';
import { structuralProblems } from './openapi-check.js';

const options = { baseUrl: 'https://api.example.org', version: '1.2.3' };
const documentOf = (registry = sampleRegistry()) => buildOpenApi(registry, options);
type Operation = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const operation = (document: OpenApiDocument, path: string, method: string) => document.paths[path]?.[method] as Operation;

describe('buildOpenApi', () => {
  it('buildOpenApi(sample tools) -> 3.0.3, structurally valid (path params declared, $refs resolve, unique operationIds)', () => {
    const document = documentOf();
    expect(document.openapi).toBe('3.0.3');
    expect(document.servers).toEqual([{ url: 'https://api.example.org' }]);
    expect(document.info.version).toBe('1.2.3');
    expect(structuralProblems(document)).toEqual([]);
  });

  it('one operation per tool with a REST binding, operationId = tool name, summary = title', () => {
    const document = documentOf();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as Operation[];
    const bound = SAMPLE_TOOLS.filter((tool) => tool.rest);
    expect(operations.map((entry) => entry.operationId).sort()).toEqual(bound.map((tool) => tool.name).sort());
    expect(operation(document, '/schools/{nces_id}', 'get')).toMatchObject({
      operationId: 'get_school', summary: 'School profile', tags: ['schools'], 'x-required-tier': 'EXPLORER',
    });
  });

  it('tier and key: description names the minimum tier; PUBLIC operations need no key', () => {
    const document = documentOf();
    const summary = operation(document, '/states/{state}/market-summary', 'get');
    expect(summary.description).toContain('**Minimum tier:** Professional (`PROFESSIONAL`)');
    expect(summary['x-required-tier']).toBe('PROFESSIONAL');
    expect(summary.security).toEqual([{ ApiKey: [] }]);
    expect(document.components.securitySchemes).toEqual({ ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } });
    const health = operation(document, '/health', 'get');
    expect(health.security).toEqual([]);
    expect(Object.keys(health.responses)).not.toContain('401');
    expect(Object.keys(health.responses)).not.toContain('429');
  });

  it('GET search_schools -> query parameters from the input: required, defaults, comma-separated lists', () => {
    const parameters = operation(documentOf(), '/schools/search', 'get').parameters as Operation[];
    const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
    expect(byName.get('q')).toMatchObject({ in: 'query', required: true, description: 'Part of the school name.', schema: { type: 'string', minLength: 2 } });
    expect(byName.get('limit')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', default: 10, maximum: 50 } });
    expect(byName.get('levels')).toMatchObject({ style: 'form', explode: false, schema: { type: 'array', items: { enum: ['Elementary', 'Middle', 'High'] } } });
    expect(byName.get('q')?.schema.description).toBeUndefined();
  });

  it('POST create_watchlist -> JSON body with its required fields and a 201; 413/415 documented', () => {
    const create = operation(documentOf(), '/watchlists', 'post');
    expect(create.parameters).toBeUndefined();
    expect(create.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { type: 'object', required: ['name', 'schools'] } } } });
    expect(create.requestBody.content['application/json'].schema.properties.notify.properties.email).toMatchObject({ format: 'email' });
    expect(Object.keys(create.responses)).toEqual(['201', '400', '401', '403', '404', '413', '415', '422', '429', '500']);
  });

  it('DELETE revoke_key -> the path parameter only; marketplace metering noted', () => {
    const revoke = operation(documentOf(), '/marketplace/keys/{key_id}', 'delete');
    expect(revoke.parameters).toEqual([{ name: 'key_id', in: 'path', required: true, description: 'The key_id of the key to revoke.', schema: { type: 'string' } }]);
    expect(revoke.description).toContain('60 requests a minute');
    expect(revoke.requestBody).toBeUndefined();
  });

  it('returnsFile -> text/csv and .docx responses besides JSON; output dates do not break the document', () => {
    const document = documentOf();
    expect(Object.keys(operation(document, '/export/schools', 'get').responses['200'].content)).toEqual(['application/json', 'text/csv']);
    expect(operation(document, '/grants/document', 'post').responses['200'].content).toHaveProperty(
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'schema'], { type: 'string', format: 'binary' },
    );
    expect(operation(document, '/grants/document', 'post').description).toContain('AI quota');
    const summary = operation(document, '/states/{state}/market-summary', 'get').responses['200'].content['application/json'].schema;
    expect(summary.properties.generated_at).toEqual({});
  });

  it('errors -> shared problem+json responses with ProblemDetails (errors[]); 429 carries Retry-After and rate headers', () => {
    const document = documentOf();
    expect(operation(document, '/schools/{nces_id}', 'get').responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    const tooMany = document.components.responses!.TooManyRequests as Operation;
    expect(tooMany.content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/ProblemDetails' });
    expect(Object.keys(tooMany.headers)).toEqual(expect.arrayContaining(['Retry-After', 'X-RateLimit-Remaining', 'RateLimit']));
    expect((document.components.schemas!.ProblemDetails as Operation).properties.errors.items).toEqual({ $ref: '#/components/schemas/FieldError' });
    const ok = operation(document, '/schools/{nces_id}', 'get').responses['200'];
    expect(Object.keys(ok.headers)).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Reset', 'X-Dataset']));
  });

  it('shared and recursive schemas -> hoisted into components, refs rewritten, input/output forms kept apart', () => {
    const Region = z.object({ code: z.string(), size: z.number().default(1) }).meta({ id: 'Region' });
    interface Node { name: string; children: Node[] }
    const TreeNode: z.ZodType<Node> = z.object({ name: z.string(), get children() { return z.array(TreeNode); } });
    const tool = defineTool({
      name: 'region_tree',
      title: 'Region tree',
      description: 'Regions as a tree.',
      group: 'geography',
      input: z.object({ region: Region.describe('The region.'), also: Region.optional().describe('Another region.') }),
      output: z.object({ region: Region, tree: TreeNode }),
      access: 'STARTER',
      effect: 'read',
      rest: { method: 'POST', path: '/regions/tree' },
      handler: () => ({ region: { code: 'x', size: 1 }, tree: { name: 'root', children: [] } }),
    });
    const document = buildOpenApi(new ToolRegistry([tool]), options);
    expect(structuralProblems(document)).toEqual([]);
    const schemas = document.components.schemas!;
    // Region differs on the way in (size optional) and out (size required): two components.
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Region', 'Region_RegionTreeOutput', 'RegionTreeOutputPart0']));
    expect(JSON.stringify(document)).not.toMatch(/#\/(definitions|\$defs)\//);
  });
});

describe('structuralProblems', () => {
  it('a broken document -> one line per problem', () => {
    const broken = {
      openapi: '3.0.3',
      info: { title: 't', version: '1', description: '' },
      servers: [],
      tags: [],
      paths: {
        '/a/{id}': {
          get: { operationId: 'twice', parameters: [{ name: 'other', in: 'path', required: false, schema: { type: ['string', 'null'] } }], responses: { '200': { $ref: '#/components/responses/Missing' } } },
          delete: { operationId: 'twice', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { const: 1 } } } } } },
        },
      },
      components: {},
    } as unknown as OpenApiDocument;
    expect(structuralProblems(broken)).toEqual([
      'GET /a/{id}: path parameter {id} not declared',
      'GET /a/{id}: path parameter other not in the path',
      'GET /a/{id}: path parameter other must be required',
      'DELETE /a/{id}: duplicate operationId twice',
      'DELETE /a/{id}: path parameter {id} not declared',
      '#/paths/~1a~1{id}/get/parameters/0/schema: a type array is not OpenAPI 3.0',
      '#/paths/~1a~1{id}/get/responses/200: $ref #/components/responses/Missing does not resolve',
      '#/paths/~1a~1{id}/delete/responses/200/content/application~1json/schema: "const" is not OpenAPI 3.0',
    ]);
  });
});
