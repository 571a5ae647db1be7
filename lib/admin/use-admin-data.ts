'use client';

import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { AdminApiError, adminRequest } from './api';
import { useFailureHandler } from './use-failure';

export type AdminData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; httpStatus: number };

/**
 * Loads one admin read (200) when the screen opens. `select` picks the spec's key out of the
 * answer (`allProjects`, `project`, ...). `update` edits the loaded data in place after a create,
 * an update or a delete, so the screen never reloads the whole list.
 */
export function useAdminData<T>(
  path: string,
  select: (json: Record<string, unknown>) => T,
  what: string,
) {
  const onFailure = useFailureHandler();
  const [state, setState] = useState<AdminData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const pick = useEffectEvent(select);
  const fail = useEffectEvent((error: unknown) => onFailure(error, `load ${what}`));

  useEffect(() => {
    let live = true;
    adminRequest<Record<string, unknown>>(path, { expect: 200 }).then(
      (json) => {
        if (live) setState({ status: 'ready', data: pick(json) });
      },
      (error: unknown) => {
        if (!live) return;
        setState({
          status: 'error',
          httpStatus: error instanceof AdminApiError ? error.status : 0,
        });
        fail(error);
      },
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
    );
  }, []);

  return { state, retry, update };
}
