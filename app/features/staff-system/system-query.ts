import { useQuery } from '@tanstack/react-query'
import { useStaffMutation } from '~/components/use-staff-mutation'
import { type BackupStartedJson, systemKeys, systemPaths, type SystemJson } from '~/contracts/system'
import { apiRequest, errorMessage, getJson } from '~/lib/api'

/** While a backup asked for here runs, the page reads the state this often to see it checked or failed. */
export const BACKUP_POLL_MS = 2_000

/** GET /api/system, read on every opening; every BACKUP_POLL_MS while `polling`. */
export function useSystem(polling: boolean) {
  return useQuery({
    queryKey: systemKeys.all,
    queryFn: getJson<SystemJson>(systemPaths.system),
    refetchOnMount: 'always',
    refetchInterval: polling ? BACKUP_POLL_MS : false,
  })
}

/** POST /api/system/backups: 202 with the file being written, which the page then follows until it is checked or failed. */
export function useStartBackup(onStarted: (file: string) => void) {
  return useStaffMutation({
    mutationFn: () => apiRequest<BackupStartedJson>('POST', systemPaths.backups),
    invalidates: [systemKeys.all],
    onSuccess: (started) => onStarted(started.file),
    // A 409 says a backup is already running (BACKUP_RUNNING_MESSAGE).
    failure: (error) => errorMessage(error, 'The backup could not be started.'),
  })
}
