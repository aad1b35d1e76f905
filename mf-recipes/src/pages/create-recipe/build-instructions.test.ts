import { buildInstructions } from './build-instructions';

describe('the instructions the wizard builds from its steps', () => {
  it('starts with the preheat line when the oven is preheated, then the numbered preparation and cooking steps', () => {
    expect(
      buildInstructions({
        preheatOven: true,
        ovenTemperature: '350',
        prepSteps: ['Chop the onions', 'Mix the batter'],
        cookSteps: ['Bake for 25 minutes', 'Let cool'],
      }),
    ).toBe(
      'Preheat oven to 350°F.\n\nPreparation:\n1. Chop the onions\n2. Mix the batter\n\nCooking:\n1. Bake for 25 minutes\n2. Let cool',
    );
  });

  it('leaves the preheat line out when the oven is not preheated, whatever temperature was typed', () => {
    expect(buildInstructions({ preheatOven: false, ovenTemperature: '400', prepSteps: ['Wash'], cookSteps: ['Boil'] })).toBe(
      'Preparation:\n1. Wash\n\nCooking:\n1. Boil',
    );
  });

  it('trims each step and the temperature', () => {
    expect(buildInstructions({ preheatOven: true, ovenTemperature: ' 425 ', prepSteps: ['  Peel  '], cookSteps: [' Roast\t'] })).toBe(
      'Preheat oven to 425°F.\n\nPreparation:\n1. Peel\n\nCooking:\n1. Roast',
    );
  });

  it('numbers ten steps and more in order', () => {
    const steps = Array.from({ length: 11 }, (_, index) => `Step ${index + 1}`);
    const text = buildInstructions({ preheatOven: false, prepSteps: steps, cookSteps: ['Serve'] });
    expect(text).toContain('10. Step 10\n11. Step 11\n\nCooking:\n1. Serve');
  });
});
