import { RETRY_AFTER_OUTAGE_SECONDS } from './database-outage'

/**
 * What a guest sees while the database cannot be reached: a calm page that tries again by itself. Plain HTML with
 * no script (the page must not depend on anything that may be down).
 */
export function unavailablePage(): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_OUTAGE_SECONDS * 3}">
<meta name="robots" content="noindex">
<title>Back in a moment</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
         background: #fdf8ef; color: #1f2937; }
  main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  a { color: #0f5f6b; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>We'll be right back</h1>
<p>Our website is taking a short break and will be back in a moment. This page tries again by itself.</p>
<p>Your bookings are safe. <a href="">Try again now</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_OUTAGE_SECONDS),
    },
  })
}
