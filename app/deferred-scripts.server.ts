import { Transform } from 'node:stream'

/**
 * The page paints before its JavaScript is even requested.
 *
 * React Router's <Scripts> puts a modulepreload link for every chunk of the page (twenty-odd on a menu page) in the head
 * and ends the body with an inline module script that imports the route modules and starts hydration. On a phone's
 * connection those downloads compete with the document, and the first paint would wait behind them. This stream
 * rewrites the server's HTML so that nothing of it is fetched before the first paint:
 *
 * - the modulepreload links leave the head;
 * - the boot module script stays in place (React hydrates it) but empty, and is followed by a small inline script that,
 *   once the first contentful paint is on screen, adds the same modulepreload links and the same boot module, with
 *   the response's nonce. A page opened in a background tab (no frames) starts at once.
 *
 * The chunks, their order and the hydration are React Router's own; only when they start changes. Anything the
 * patterns do not match (another nonce, a changed markup) passes through untouched: the page then loads its scripts
 * the usual way. A test pins the markup React Router gives today.
 *
 * `onBootScript` is told the boot module's text: a stored page, which carries no nonce, allows it by its hash.
 */
export function deferScripts(nonce: string, onBootScript?: (text: string) => void): Transform {
  const attr = escapeAttribute(nonce)
  const preload = new RegExp(`<link rel="modulepreload" href="([^"]+)" nonce="${escapeRegExp(attr)}"/>`, 'g')
  const bootStart = `<script nonce="${attr}" type="module" async="">`
  const hrefs: string[] = []
  let carry = ''
  let booted = false
  let bootText: string | null = null

  const rewrite = (text: string): string => {
    let out = ''
    let rest = booted ? text : text.replace(preload, (_tag, href: string) => (hrefs.push(decodeAttribute(href)), ''))
    while (rest.length > 0) {
      if (bootText === null) {
        const start = booted ? -1 : rest.indexOf(bootStart)
        if (start === -1) return out + rest
        out += rest.slice(0, start + bootStart.length)
        rest = rest.slice(start + bootStart.length)
        bootText = ''
      }
      const end = rest.indexOf('</script>')
      if (end === -1) {
        bootText += rest
        return out
      }
      bootText += rest.slice(0, end)
      onBootScript?.(bootText)
      out += `</script><script nonce="${attr}">${loader(hrefs, bootText)}</script>`
      rest = rest.slice(end + '</script>'.length)
      bootText = null
      booted = true
    }
    return out
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // A tag split across two chunks waits for the rest of it.
      const text = carry + chunk.toString()
      const open = text.lastIndexOf('<')
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length
      carry = text.slice(cut)
      callback(null, rewrite(text.slice(0, cut)))
    },
    flush(callback) {
      const out = rewrite(carry)
      carry = ''
      // An unfinished boot script (a cut-off stream) goes out as it came.
      callback(null, bootText !== null ? out + bootText : out)
    },
  })
}

/**
 * The inline script that starts React Router's boot module once the page's first contentful paint is on screen (the
 * browser reports it after the frame was presented; where it cannot, one frame later), at once in a background tab,
 * and after 3 s in any case. The boot module goes first; the modulepreload links follow a few per task, so that no
 * task blocks the page for long.
 */
function loader(hrefs: string[], boot: string): string {
  // Semicolons throughout: the lines are joined into one.
  const code = `(function (h, b, n) {
    var d = document, w = window, i = 0, started = false;
    function more() {
      for (var k = 0; k < ${PRELOADS_PER_TASK} && i < h.length; k++, i++) {
        var l = d.createElement("link"); l.rel = "modulepreload"; l.href = h[i]; d.head.appendChild(l);
      }
      if (i < h.length) setTimeout(more, 0);
    }
    function go() {
      if (started) return;
      started = true;
      var s = d.createElement("script"); s.type = "module"; s.nonce = n; s.textContent = b; d.head.appendChild(s);
      more();
    }
    if (d.visibilityState === "hidden") return go();
    setTimeout(go, 3000);
    var P = w.PerformanceObserver;
    if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf("paint") !== -1) {
      new P(function (list, observer) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(go, 0);
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(function () { setTimeout(go, 0); });
    }
  })`
  return `${code.replace(/\n\s*/g, ' ')}(${scriptJson(hrefs)},${scriptJson(boot)},document.currentScript.nonce)`
}
const PRELOADS_PER_TASK = 5

/** JSON that is safe inside an inline <script>: no `</script>` or `<!--` can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
}
