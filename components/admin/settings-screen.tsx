'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/request';
import {
  SETTINGS_SECTIONS,
  checkInput,
  contentVersion,
  formValuesOf,
  siteSettings,
  type SiteSettings,
} from '@/lib/entities';
import { Card, PageHeading } from './card';
import { ResourceFields } from './resource-fields';
import { SaveBar } from './save-bar';
import { markFieldErrors } from './mark-field-error';
import { changedFrom, useUnsavedChanges } from './unsaved-changes';
import { useFailureHandler } from './use-failure';
import { useServerState } from './use-server-state';

/**
 * /private/admin/settings: the one settings document in its sections, saved at once. A save
 * refused because a colleague saved in the meantime (412) keeps what was typed.
 */
export function SettingsScreen({ settings: initial }: { settings: SiteSettings }) {
  const [settings, setSettings, refresh] = useServerState(initial);
  return (
    <>
      <PageHeading title={siteSettings.admin.title} description={siteSettings.admin.description} />
      <SettingsForm
        key={settings.updatedAt}
        settings={settings}
        onSaved={(next) => {
          setSettings(next);
          refresh();
        }}
      />
    </>
  );
}

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: SiteSettings;
  onSaved: (next: SiteSettings) => void;
}) {
  const { fields } = siteSettings;
  const [start] = useState(() => formValuesOf(fields, settings));
  const [values, setValues] = useState(start);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const unsaved = useUnsavedChanges(changedFrom(start, values));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkInput(fields, values);
    if (!checked.ok) {
      markFieldErrors(event.currentTarget, checked.problems, checked.field);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminRequest<{ settings: SiteSettings; message: string }>(
        siteSettings.api.update,
        {
          method: 'PATCH',
          body: values,
          headers: { 'If-Match': `"${contentVersion(fields, settings)}"` },
          expect: 202,
        },
      );
      toast.success(answer.message);
      onSaved(answer.settings);
    } catch (error) {
      onFailure(error, 'update settings');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Site settings"
      className="space-y-6"
    >
      {SETTINGS_SECTIONS.map((section) => (
        <Card
          key={section.id}
          title={section.title}
          titleId={`settings-${section.id}`}
          description={section.description}
        >
          <ResourceFields
            fields={section.fields}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />
        </Card>
      ))}
      <SaveBar busy={busy} label="Save settings" busyLabel="Saving..." />
      {unsaved.dialog}
    </form>
  );
}
