import { createAlumno } from '@academia/contract/registration/create-alumno';
import { createDemoUser } from '@academia/contract/registration/create-demo-user';
import { getDatosCurso } from '@academia/contract/registration/get-datos-curso';
import { getOpcionesInscripcion } from '@academia/contract/registration/get-opciones-inscripcion';
import { getSuperUserDisponible } from '@academia/contract/registration/get-super-user-disponible';
import { inscribirAlumnoCurso } from '@academia/contract/registration/inscribir-alumno-curso';
import { registrarAlumnoAdmin } from '@academia/contract/registration/registrar-alumno-admin';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as enrol from './inscribir-alumno-curso.service';
import * as service from './registration.service';

export function registerRegistrationRoutes(app: FastifyInstance): void {
  registerCall(app, getDatosCurso, async ({ app: ctx, input }) => ({
    content: await service.datosCurso(ctx, input.slug),
  }));
  registerCall(app, registrarAlumnoAdmin, async ({ app: ctx, input }) => ({
    content: await service.registerForCourse(ctx, input),
  }));
  registerCall(app, createAlumno, async ({ app: ctx, input }) => ({
    content: { mensaje: await service.createStudent(ctx, input) },
  }));
  registerCall(app, createDemoUser, async ({ app: ctx, input }) => ({
    content: await service.createDemoStudent(ctx, input),
  }));
  registerCall(app, getSuperUserDisponible, async ({ app: ctx }) => ({
    content: { disponible: await service.superUserDisponible(ctx) },
  }));
  registerCall(app, getOpcionesInscripcion, async ({ app: ctx, input }) => ({
    content: await enrol.opcionesInscripcion(ctx, input.curso),
  }));
  registerCall(app, inscribirAlumnoCurso, async ({ app: ctx, user, input }) => ({
    content: await enrol.inscribirAlumno(ctx, user, input),
  }));
}
