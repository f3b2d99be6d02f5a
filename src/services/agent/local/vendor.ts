import type { ChatMessage } from '../types.js';
import { ORDINAL, POSITION } from './focus.js';
/**
 * One E-Rate vendor asked about by SPIN or by name ("SPIN 143550894", "tell me about vendor
 * Bluewater Communications, Co."): the vendor detail tool takes either as `vendor_name`.
 */
const SPIN = /\bspin\s*#?\s*(\d{9})\b/i;
const NAMED = /\b(?:vendor|provider|service provider)\s+(?:called\s+|named\s+)?([A-Z][\w&'.,-]*(?:\s+[A-Z&][\w&'.,-]*){0,6})/;

export function vendorNamed(text: string): string | undefined {
  const spin = SPIN.exec(text);
  if (spin) return spin[1];
  const named = NAMED.exec(text)?.[1]?.replace(/[?!]+$/, '').replace(/[,]+$/, '').trim();
  return named && named.length >= 3 ? named : undefined;
}

/**
 * A vendor of the last vendor list, pointed at by position ("the second one", "the top vendor") or
 * by the start of its name ("more on Bluewater"): its SPIN, for the vendor detail tool.
 */
export function listedVendor(message: string, history: ChatMessage[]): string | undefined {
  const last = [...history].reverse().find((entry) => entry.role === 'assistant');
  if (!last || !/^Top E-Rate vendors\b/m.test(last.content)) return undefined;
  const rows = last.content.split('\n').map((line) => /^\d+\.\s+(.+?) \(SPIN (\d{9})\)/.exec(line)).filter((row): row is RegExpExecArray => row !== null);
  if (rows.length === 0) return undefined;
  const said = ORDINAL.exec(message);
  if (said && !/\btop\s+\d/i.test(message)) {
    const word = (said[1] ?? said[2])?.toLowerCase();
    const place = word === 'last' ? rows.length : word ? POSITION[word]! : Number(said[3] ?? said[4]);
    return rows[place - 1]?.[2];
  }
  const lower = message.toLowerCase();
  const named = rows.find((row) => {
    const head = row[1]!.toLowerCase().split(/[\s,]+/).filter((word) => word.length > 3)[0];
    return head !== undefined && new RegExp(`\\b${head.replace(/[^a-z0-9]/g, '')}\\b`).test(lower);
  });
  return named?.[2];
}
