import type { MigrationSet } from '@pamoja/server-kit/migrations';
import * as courses from './0001-courses';
import * as courseContent from './0002-course-content';
import * as assessment from './0003-assessment';
import * as catalogueSpeed from './0004-catalogue-speed';
import * as courseCertificates from './0005-course-certificates';
import * as catalogueCounts from './0006-catalogue-counts';
import * as lessonRuleIndex from './0007-lesson-rule-index';
import * as courseSearch from './0008-course-search';
import * as percentCounts from './0009-percent-counts';

/** Every migration of the learning schema, in order. Names never change once released. */
export const migrations: MigrationSet = {
  '0001-courses': courses,
  '0002-course-content': courseContent,
  '0003-assessment': assessment,
  '0004-catalogue-speed': catalogueSpeed,
  '0005-course-certificates': courseCertificates,
  '0006-catalogue-counts': catalogueCounts,
  '0007-lesson-rule-index': lessonRuleIndex,
  '0008-course-search': courseSearch,
  '0009-percent-counts': percentCounts,
};
