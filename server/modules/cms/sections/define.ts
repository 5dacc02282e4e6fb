import type { z } from 'zod'
import type { RequestContext } from '~/server/lib/context'
import type { SectionDeps } from './shared'

/**
 * One CMS section type: the zod schema of its JSON data, how the validated data is kept in the
 * page cache (`store`, still holding ids), which pictures it shows, and how a page's sections of
 * this type become view models (`resolve`: one batch for all of them, so a page never queries
 * per section). `resolve` answers null for a section with nothing left to show.
 */
export interface SectionDefinition<Schema extends z.ZodTypeAny, Stored extends { id: number; type: string }, View> {
  schema: Schema
  store: (id: number, data: z.output<Schema>) => Stored
  imageIds?: (section: Stored) => number[]
  resolve: (ctx: RequestContext, sections: Stored[], deps: SectionDeps) => Promise<(View | null)[]> | (View | null)[]
}

export function defineSection<Schema extends z.ZodTypeAny, Stored extends { id: number; type: string }, View>(
  definition: SectionDefinition<Schema, Stored, View>,
): SectionDefinition<Schema, Stored, View> {
  return definition
}
