/** Types of build-parts.js, for the tests that check it. */
export type Part = 'server' | 'client';
export interface PartSpec { inputs: string[]; env: string[]; output: string; tool: string; args: string[] }
export interface Inputs { files: Record<string, string>; env: Record<string, string> }
export const PARTS: Record<Part, PartSpec>;
export const ROOT: string;
export function staleReason(root: string, part: Part, env?: NodeJS.ProcessEnv): string | null;
export function buildPart(root: string, part: Part): void;
export function currentInputs(root: string, part: Part, env?: NodeJS.ProcessEnv): Inputs;
export function stampFile(root: string, part: Part): string;
