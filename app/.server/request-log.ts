import { loggablePath } from './api/log-path'
import { SAFE_METHODS } from './api/router'
import type { Logger } from './logger'

/**
 * One line per request: method, path and status only (no query strings, addresses or bodies: they may hold personal
 * data). Reads that went well are the steady polling of every guest's phone: logged only at debug level.
 */
export function logRequest(logger: Logger, method: string, path: string, status: number, startedMs: number) {
  const level = status < 400 && SAFE_METHODS.has(method) ? 'debug' : 'info'
  if (logger.isLevelEnabled(level)) {
    logger[level]({ method, path: loggablePath(path), status, ms: Math.round(performance.now() - startedMs) }, 'request')
  }
}
