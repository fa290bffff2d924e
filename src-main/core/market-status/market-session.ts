/**
 * For live profiles the session comes from the exchanges' timetable on Vietnam time (the demo
 * profile asks the simulator, whose clock may run fast or be frozen).
 */
export { derivativesPhaseAt, sessionPhaseAt } from '../../../src-shared/market/sessions'
