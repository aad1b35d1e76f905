import Alert from 'antd/es/alert';
import { spacing } from '@hearth/host';

/** The outcome of a submit, shown inside the tab that was submitted. */
export interface Feedback {
  type: 'success' | 'error';
  text: string;
}

export function FormFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return <Alert type={feedback.type} title={feedback.text} showIcon style={{ marginBottom: spacing(2) }} />;
}
