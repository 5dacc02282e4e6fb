import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/columns.ts', './server/modules/*/schema.ts'],
  out: './server/db/migrations',
})
