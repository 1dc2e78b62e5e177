// docs/embedding.md goTo: only this course's routes (SPEC 2.1).
import { courseRoutes, isCourseRoute } from './routes';

const course = {
  sections: [
    { id: 's1', learningObjective: 'Learn', questions: [{ id: 'q1' }, { id: 'q2' }] },
    { id: 's2', learningObjective: '', questions: [{ id: 'q3' }] },
  ],
};

it("lists the cover, the section list, each section, its learning objective, each question and the results", () => {
  expect([...courseRoutes(course)].sort()).toEqual(
    ['/', '/results', '/sections', '/sections/s1', '/sections/s1/learning-objective', '/sections/s1/questions/q1', '/sections/s1/questions/q2', '/sections/s2', '/sections/s2/questions/q3'].sort(),
  );
});

it.each([
  '/sections/s2/learning-objective',
  '/sections/s1/questions/q3',
  '/sections/s9',
  '/login',
  '/signup',
  '/sections/s1/../../login',
  'javascript:alert(1)',
  '/results?x=1',
  'https://evil.example/',
  '',
])('refuses %j', (route) => {
  expect(isCourseRoute(course, route)).toBe(false);
});
