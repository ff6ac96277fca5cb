import { useCallback, useRef } from 'react';
import { addAlert, dismissAlert, type AlertType } from '@/lib/stores/alerts';

/**
 * The toast of an island's last outcome: each call takes the place of the previous one, so an action
 * ends in exactly one toast (a green 'sent' never stands beside the red of an earlier refusal).
 * @example const toast = useToast(); toast(t.success, 'success')
 */
export function useToast(): (message: string, type: AlertType) => void {
  const last = useRef<number | null>(null);
  return useCallback((message: string, type: AlertType) => {
    if (last.current !== null) dismissAlert(last.current);
    last.current = addAlert({ message, type });
  }, []);
}
