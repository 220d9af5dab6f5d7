import type { FlowDocument } from '@console/contracts';
import type { ReactNode } from 'react';

/** What every part of the settings drawer edits. */
export interface SettingsProps {
  document: FlowDocument;
  editable: boolean;
  onChange: (document: FlowDocument) => void;
}

/** A labelled control of the drawer; the label names the antd control it wraps. */
export function SettingsField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the antd input inside the label
    <label className="settings-field">
      <span>{label}</span>
      {children}
    </label>
  );
}
