import Flex from 'antd/es/flex';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { mealTypes, type Meal } from '@hearth/contracts/planning';
import { errorMessage, hearthColors, spacing, useCurrentUser } from '@hearth/host';
import { LoadFailed, Loading, Panel, Text, touchTarget } from '@hearth/host/ui';
import { useGetWeekPlanQuery } from '../api/planning-api';
import { RecipeThumbnail } from '../components/RecipeThumbnail';
import { shortDay } from '../pages/meal-planner/day-labels';
import { addDays, firstDayOfWeek, mealTypeLabel, toDay, weekOf, weekStartOf } from '../pages/meal-planner/week';

/** The most meals the card lists; the rest are a tap away in the planner. */
export const THIS_WEEK_MEALS = 6;

const link: CSSProperties = { ...touchTarget, display: 'inline-flex', alignItems: 'center' };

/** By day, then breakfast, lunch, dinner, snack: the order the day is eaten in. */
const byTime = (a: Meal, b: Meal) => a.date.localeCompare(b.date) || mealTypes.indexOf(a.mealType) - mealTypes.indexOf(b.mealType);

function dayLabel(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return shortDay(day);
}

/**
 * The dashboard's 'This week': today's meals and the ones planned after them in the current week
 * (which starts on the locale's first day, as the planner's), each opening its recipe (its
 * picture small beside the title, as in the planner); an empty week says so, with the way to the
 * planner.
 */
export default function ThisWeek() {
  const user = useCurrentUser();
  if (!user) return null;
  return <ThisWeekCard />;
}

function ThisWeekCard() {
  const today = toDay(new Date());
  const week = weekOf(weekStartOf(today, firstDayOfWeek(navigator.language)));
  const { data: plan, error, isLoading } = useGetWeekPlanQuery(week);
  const meals = plan?.meals.filter((meal) => meal.date >= today).sort(byTime) ?? [];
  const shown = meals.slice(0, THIS_WEEK_MEALS);

  return (
    <Panel
      style={{ height: '100%' }}
      title={<h2 style={{ margin: 0, fontSize: 20 }}>This week</h2>}
      extra={
        <Link to="/meal-planner" style={link}>
          Meal Planner
        </Link>
      }
    >
      {isLoading ? (
        <Loading what="this week's meals" compact />
      ) : error ? (
        <LoadFailed text={errorMessage(error, "Failed to load this week's meals")} />
      ) : shown.length === 0 ? (
        <Flex vertical gap={spacing(1)} align="start">
          <Text type="secondary">{plan?.meals.length ? 'Nothing more is planned this week.' : 'No meals planned this week.'}</Text>
          <Link to="/meal-planner" style={link}>
            Plan your week
          </Link>
        </Flex>
      ) : (
        <>
          <ul aria-label="Meals this week" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((meal) => (
              <MealLine key={meal._id} meal={meal} day={dayLabel(meal.date, today)} />
            ))}
          </ul>
          {meals.length > shown.length && (
            <Link to="/meal-planner" style={link}>
              {`${meals.length - shown.length} more in the planner`}
            </Link>
          )}
        </>
      )}
    </Panel>
  );
}

function MealLine({ meal, day }: { meal: Meal; day: string }) {
  const when = `${day} · ${mealTypeLabel(meal.mealType)}`;
  return (
    <li style={{ borderBottom: `1px solid ${hearthColors.border}`, paddingBlock: spacing(0.5) }}>
      <Flex vertical>
        <Text type="secondary">{when}</Text>
        {meal.recipe ? (
          <Link to={`/recipes/${meal.recipe._id}`} style={{ ...link, overflowWrap: 'anywhere', gap: spacing(1) }}>
            {meal.recipeImage && <RecipeThumbnail src={meal.recipeImage} />}
            <span style={{ minWidth: 0 }}>{meal.recipe.title}</span>
          </Link>
        ) : (
          <Text style={{ minHeight: touchTarget.minHeight, display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' }}>{meal.notes || 'No recipe'}</Text>
        )}
      </Flex>
    </li>
  );
}
