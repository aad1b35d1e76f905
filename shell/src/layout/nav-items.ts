/** The drawer of docs/product/README.md "Around every page", per role. */
export interface NavItem {
  label: string;
  to: string;
}

export const everyoneItems: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Recipes', to: '/recipes' },
];

export const guestItems: NavItem[] = [
  { label: 'Login', to: '/login' },
  { label: 'Register', to: '/register' },
];

export const userItems: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Household', to: '/household' },
  { label: 'Meal Plan', to: '/meal-planner' },
  { label: 'Shopping List', to: '/shopping-lists' },
  { label: 'Add Recipe', to: '/recipes/create' },
  { label: 'Profile', to: '/profile' },
];
