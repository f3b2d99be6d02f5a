import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where package.json is), found the same way from src/ under tsx and from dist/. */
export function projectRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(directory, 'package.json'))) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('package.json not found above the running module');
    directory = parent;
  }
}

export const VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string }
).version;
