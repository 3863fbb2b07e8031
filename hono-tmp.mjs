import { Hono } from 'hono'
import { serve } from '@hono/node-server'
const body = Buffer.from(process.env.BODY)
const app = new Hono()
app.get('/api/menu', (c) => new Response(body, { headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' })
