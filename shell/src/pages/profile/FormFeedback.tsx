import { spacing } from '@hearth/host';
import { Notice } from '@hearth/host/ui';

/** The outcome of a submit, shown inside the tab that was submitted. */
export interface Feedback {
  type: 'success' | 'error';
  text: string;
}

export function FormFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return <Notice type={feedback.type} title={feedback.text} showIcon style={{ marginBottom: spacing(2) }} />;
}
