/** A group's 高级 settings as the form edits them; `model` (质检) has no field and is kept as stored. */
export interface ArConfigFields {
  know?: number;
  silence?: number;
  model?: string;
}

function idOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The stored JSON text; a broken one reads as no settings rather than breaking the dialog. */
export function parseArConfig(text: string): ArConfigFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { know, silence, model } = parsed as Record<string, unknown>;
  return {
    know: idOrUndefined(know),
    silence: idOrUndefined(silence),
    model: typeof model === 'string' ? model : undefined,
  };
}

/** The JSON text the original console sends; with 高级 off the knowledge bases are dropped. */
export function arConfigText(advanced: boolean, fields: ArConfigFields): string {
  const { know, silence, model } = fields;
  return JSON.stringify(advanced ? { know, silence, model } : { model });
}
