import Button, { type ButtonProps } from 'antd/es/button';
import { useNavigate, type To } from 'react-router-dom';

export type NavButtonProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: To };

/**
 * A button that takes the user to another page of Hearth ("a 'Manage Household' button to
 * /household"): a real <button>, never a <button> inside an <a>.
 */
export function NavButton({ to, ...props }: NavButtonProps) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to)} />;
}
